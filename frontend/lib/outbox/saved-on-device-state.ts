/**
 * What a form tells its thank-you page when it kept the request on this device: the ids of the
 * records whose requests wait there. The page says "Saved on this device" while any of them
 * waits, and the spec's confirmation once the outbox has delivered them all. Kept apart from the
 * page so a form's chunk carries only these few bytes.
 */
export interface SavedOnDeviceState {
  savedOffline: true;
  recordIds: string[];
}

export const savedOnDeviceState = (...recordIds: string[]): SavedOnDeviceState => ({
  savedOffline: true,
  recordIds,
});
