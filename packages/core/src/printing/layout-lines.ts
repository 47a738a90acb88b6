/**
 * Lines of a fixed-width ticket: wrapping at word breaks and a label with its figure on the
 * right. The text is already printable (one character per column, see `printableText`).
 */

/** Wraps a text to `width` columns; a paragraph's leading spaces indent its following lines. */
export function wrapText(text: string, width: number): string[] {
  return text.split('\n').flatMap((paragraph) => wrapParagraph(paragraph, width));
}

function wrapParagraph(paragraph: string, width: number): string[] {
  const indent = ' '.repeat(Math.min(paragraph.length - paragraph.trimStart().length, width / 2));
  const words = paragraph.trim().split(/ +/).filter(Boolean);
  if (words.length === 0) return [''];
  const lines: string[] = [];
  let line = indent;
  for (const word of words) {
    const gap = line.trim() === '' ? '' : ' ';
    if (line.length + gap.length + word.length <= width) {
      line += gap + word;
      continue;
    }
    if (line.trim() !== '') lines.push(line);
    line = indent;
    let rest = word;
    // A word longer than the line is cut where the line ends.
    while (line.length + rest.length > width) {
      const room = width - line.length;
      lines.push(line + rest.slice(0, room));
      rest = rest.slice(room);
      line = indent;
    }
    line += rest;
  }
  if (line.trim() !== '') lines.push(line);
  return lines;
}

/**
 * A label on the left and a figure on the right, padded to the full width; a long label wraps
 * and the figure stands on its last line. When the figure leaves too little room, it takes a
 * line of its own, right-aligned.
 */
export function layoutRow(left: string, right: string, width: number): string[] {
  const room = width - right.length - 1;
  if (room < Math.min(8, width / 2)) {
    return [...wrapText(left, width), ...wrapText(right, width).map((l) => l.padStart(width))];
  }
  const lines = wrapText(left, room);
  const last = lines.pop() ?? '';
  return [...lines, `${last.padEnd(room)} ${right}`];
}
