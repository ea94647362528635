// SPEC §9: Kindergarden, Grade 1 to Grade 8 (the spec's spelling is kept: stored values match its clients).
export const GRADES = ["Kindergarden", ...Array.from({ length: 8 }, (_, i) => `Grade ${i + 1}`)] as const;
