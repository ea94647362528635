// The one button of the kit (and a link that looks like one). Variants: primary, secondary, danger, ghost.
import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "sm" | "md";

const LOOK: Record<ButtonVariant, string> = {
  primary: "bg-sprout-700 text-white hover:bg-sprout-600",
  secondary: "border border-slate-400 bg-white text-slate-800 hover:bg-slate-50",
  danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  ghost: "text-sprout-700 underline hover:bg-sprout-50",
};
const SIZE: Record<ButtonSize, string> = { sm: "px-3 py-1 text-sm", md: "px-4 py-2" };

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(
    "inline-flex items-center justify-center gap-1 rounded-lg font-medium disabled:cursor-not-allowed disabled:opacity-60",
    LOOK[variant],
    SIZE[size],
    className,
  );
}

type Look = { variant?: ButtonVariant; size?: ButtonSize };

/** `type="button"` unless told otherwise, so a button inside a form never submits it by accident. */
export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & Look) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function LinkButton({ variant, size, className, ...props }: ComponentProps<typeof Link> & Look) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
