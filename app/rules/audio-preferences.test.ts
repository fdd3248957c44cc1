import { describe, expect, it } from "vitest";
import { audioPreferencesFromForm, audioWillBeInaccessible, checkboxValue, DEFAULT_AUDIO_PREFERENCES } from "./audio-preferences";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("audio preferences", () => {
  it("defaults to a visible player without auto-play (requirement learning-data-fields)", () => {
    expect(DEFAULT_AUDIO_PREFERENCES).toEqual({ showAudioPlayer: true, autoPlayAndAdvance: false });
  });

  it("reads ticked checkboxes as true and missing ones as false", () => {
    expect(audioPreferencesFromForm(form({ showAudioPlayer: "true", autoPlayAndAdvance: "on" }))).toEqual({
      showAudioPlayer: true,
      autoPlayAndAdvance: true,
    });
    expect(audioPreferencesFromForm(form({ autoPlayAndAdvance: "true" }))).toEqual({ showAudioPlayer: false, autoPlayAndAdvance: true });
    expect(audioPreferencesFromForm(form({}))).toEqual({ showAudioPlayer: false, autoPlayAndAdvance: false });
  });

  it("refuses other values", () => {
    expect(audioPreferencesFromForm(form({ showAudioPlayer: "false" }))).toBeNull();
    expect(checkboxValue("yes")).toBeNull();
    expect(checkboxValue(undefined)).toBe(false);
    expect(checkboxValue("on")).toBe(true);
  });

  it("warns only when the player is hidden and auto-play is off", () => {
    expect(audioWillBeInaccessible({ showAudioPlayer: false, autoPlayAndAdvance: false })).toBe(true);
    expect(audioWillBeInaccessible({ showAudioPlayer: false, autoPlayAndAdvance: true })).toBe(false);
    expect(audioWillBeInaccessible({ showAudioPlayer: true, autoPlayAndAdvance: false })).toBe(false);
  });
});
