/** Names a character for an error message, so a player or director can see what was refused. */
export function describeCharacter(char: string): string {
  const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  const kind = characterKind(char);
  return isVisible(char) ? `"${char}" (${code}, ${kind})` : `${code} (${kind})`;
}

/** Shows a word with every invisible or control character spelled out as its code point. */
export function showWord(word: string): string {
  let shown = '';
  for (const char of word) {
    shown += isVisible(char) ? char : `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}>`;
  }
  return `"${shown}"`;
}

function isVisible(char: string): boolean {
  return !/[\p{Cc}\p{Cf}\p{Z}\p{M}\p{Co}\p{Cn}\p{Cs}]/u.test(char);
}

function characterKind(char: string): string {
  if (/\p{Cc}/u.test(char)) return 'a control character';
  if (/\p{Cf}/u.test(char)) return 'an invisible formatting character such as zero-width or text direction';
  if (/\p{Z}/u.test(char)) return 'a space that is not a plain space';
  if (/\p{M}/u.test(char)) return 'a combining accent';
  if (/\p{Extended_Pictographic}/u.test(char)) return 'an emoji or symbol';
  if (/\p{N}/u.test(char)) return 'a digit';
  if (/\p{P}/u.test(char)) return 'punctuation';
  if (/\p{S}/u.test(char)) return 'a symbol';
  const compatible = char.normalize('NFKC');
  if (compatible !== char) return `a wide or styled form of "${compatible}"`;
  if (/\p{Script=Latin}/u.test(char)) return 'an accented or special letter';
  if (/\p{L}/u.test(char)) return 'a letter from another alphabet';
  return 'not a letter';
}
