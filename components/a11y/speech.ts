// Thin wrapper over the browser's speechSynthesis (nothing leaves the device). Safe where it is missing.
function synth(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

export function speak(parts: string[], rate: number, onEnd?: () => void): void {
  const s = synth();
  if (!s) {
    onEnd?.();
    return;
  }
  s.cancel();
  const texts = parts.map((p) => p.trim()).filter(Boolean);
  texts.forEach((text, i) => {
    const u = new SpeechSynthesisUtterance(text);
    u.rate = rate;
    u.lang = "en-US";
    if (i === texts.length - 1 && onEnd) {
      u.onend = onEnd;
      u.onerror = onEnd;
    }
    s.speak(u);
  });
  if (!texts.length) onEnd?.();
}

export function pauseSpeech(): void {
  synth()?.pause();
}

export function resumeSpeech(): void {
  synth()?.resume();
}

export function stopSpeech(): void {
  synth()?.cancel();
}
