"use client";

// "I need help" on a puzzle (issue 39): the child raises a hand the teacher sees on the lesson view, and can lower
// it again. The button says what pressing it does; the sentence under it says the teacher can see the hand.
import { HandIcon } from "@/components/lesson/lesson-icons";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/components/ui/use-api-error";
import { useMyHand, useSetMyHand } from "@/lib/lesson/live-queries";

export function HelpHand({ puzzleId }: { puzzleId: string }) {
  const hand = useMyHand();
  const setHand = useSetMyHand();
  const showError = useApiError();
  const isRaised = hand.data?.handRaised === true && hand.data.puzzleId === puzzleId;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="help-hand">
      <Button
        variant={isRaised ? "secondary" : "primary"}
        className="min-h-12 text-lg"
        disabled={setHand.isPending}
        onClick={() => setHand.mutate(isRaised ? null : puzzleId, { onError: showError })}
      >
        <HandIcon className="h-6 w-6" /> {isRaised ? "Lower my hand" : "I need help"}
      </Button>
      <p role="status" aria-live="polite" className="text-lg" data-testid="help-hand-note">
        {isRaised ? "Your teacher can see your hand is up." : ""}
      </p>
    </div>
  );
}
