/**
 * Whether a one-line field's placeholder fits its field (issue #19 point 8: "Busca por nombre
 * o primera pregun" was cut on a 375 px phone): the placeholder's width in the input's own
 * font, drawn on a canvas, against the input's content box. For play functions.
 */

/** The placeholder's width and the room for it, both in CSS px. */
export interface PlaceholderRoom {
  placeholder: string;
  width: number;
  room: number;
}

/**
 * Measures `input`'s placeholder in the font the input uses (its computed style, weight, size
 * and family) and the input's room for text (client width less its horizontal padding).
 * @throws Error when the canvas has no 2D context
 */
export function placeholderRoom(input: HTMLInputElement): PlaceholderRoom {
  const style = getComputedStyle(input);
  const context = input.ownerDocument.createElement('canvas').getContext('2d');
  if (!context) throw new Error('placeholderRoom: no canvas 2D context');
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return {
    placeholder: input.placeholder,
    width: context.measureText(input.placeholder).width,
    room,
  };
}
