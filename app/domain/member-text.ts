/**
 * Text members write (comments, captions, names) as it is stored: line breaks kept as "\n", tabs kept, every
 * other control character dropped (they can break terminals, logs and layouts, and no keyboard types them).
 */

// C0 controls except tab (\u0009) and line feed (\u000A), DEL, and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * Characters that take up no visible space: format characters (zero-width space and joiners, direction marks,
 * the byte-order mark, soft hyphen), the Hangul and Braille blanks and the combining grapheme joiner, and
 * whitespace. Text made only of these says nothing.
 */
// An alternation, not a character class: some of these are combining marks, which a class would join up.
const INVISIBLE = /\p{Cf}|\p{White_Space}|\u034F|\u115F|\u1160|\u17B4|\u17B5|\u2800|\u3164|\uFFA0/gu;

export function cleanMemberText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "");
}

/** True when nothing a reader could see is left. */
export function isVisiblyEmpty(text: string): boolean {
  return text.replace(INVISIBLE, "") === "";
}
