/**
 * A short two-note tone for an alert that asks for sound, made with WebAudio (no audio file to ship).
 * Silent where the page has no audio (tests) or the browser refuses to start it.
 */
export function playAlertTone(): void {
  const AudioContextType = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextType) return;
  try {
    const context = new AudioContextType();
    const gain = context.createGain();
    gain.connect(context.destination);
    const start = context.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    [880, 1320].forEach((frequency, i) => {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + i * 0.15);
      tone.stop(start + 0.15 + i * 0.15);
    });
    setTimeout(() => void context.close().catch(() => undefined), 600);
  } catch {
    // no sound is better than a broken notice
  }
}
