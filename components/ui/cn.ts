// Joins class names, skipping false/null/undefined: `cn("p-2", busy && "opacity-60", className)`.
export function cn(...parts: (string | false | null | undefined | 0)[]): string {
  return parts.filter(Boolean).join(" ");
}
