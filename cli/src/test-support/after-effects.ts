/**
 * Lets React run the effects of the frame on the screen before a key is sent: an input subscribes to keys in an
 * effect just after its frame is drawn, and React's scheduler runs that effect on a later turn of the event loop
 * (setImmediate in Node). Two turns after the frame showed, it has run, however busy the machine (no timer involved).
 */
export async function afterEffects(): Promise<void> {
  for (let turn = 0; turn < 2; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}
