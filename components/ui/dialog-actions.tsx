// The one footer of a dialog or inline form: Cancel, then the action named for what it does. `type="submit"`
// when the action submits the surrounding form; `destructive` for an action that deletes or cannot be undone.
import type { ReactNode, RefObject } from "react";
import { Button } from "./button";
import { cn } from "./cn";

export function DialogActions({
  onCancel,
  confirmLabel,
  onConfirm,
  submit = false,
  destructive = false,
  disabled = false,
  cancelLabel = "Cancel",
  cancelRef,
  align = "end",
  className,
  children,
}: {
  onCancel: () => void;
  confirmLabel: string;
  onConfirm?: () => void;
  submit?: boolean;
  destructive?: boolean;
  disabled?: boolean;
  cancelLabel?: string;
  cancelRef?: RefObject<HTMLButtonElement | null>;
  align?: "start" | "end";
  className?: string;
  /** Further actions between the confirm button and Cancel (an event form's Delete). */
  children?: ReactNode;
}) {
  return (
    <div className={cn("flex flex-wrap gap-2", align === "end" ? "justify-end" : "justify-start", className)}>
      <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
      <Button
        type={submit ? "submit" : "button"}
        variant={destructive ? "danger" : "primary"}
        onClick={onConfirm}
        disabled={disabled}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}
