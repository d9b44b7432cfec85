/**
 * The keys that appear twice in one object of a JSON text, each as its path ("factNotes.slowFeeder"). JSON.parse
 * keeps the last of them without a word, so a note written twice in a reference file would silently hide the
 * first; the seed refuses such a file instead. The text is assumed to be valid JSON (JSON.parse has accepted it).
 */
export function duplicateKeys(text: string): string[] {
  type Container = { kind: "object"; path: string; keys: Set<string>; lastKey: string | null } | { kind: "array"; path: string };
  const stack: Container[] = [];
  const duplicates: string[] = [];
  let index = 0;

  const childPath = (container: Container | undefined): string => {
    if (!container) return "";
    if (container.kind === "array") return `${container.path}[]`;
    return container.path ? `${container.path}.${container.lastKey}` : (container.lastKey ?? "");
  };

  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      // A string: find its end (a quote not escaped), then decide whether it is a key (followed by a colon).
      let end = index + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const top = stack[stack.length - 1];
      let next = end + 1;
      while (/\s/.test(text[next] ?? "")) next += 1;
      if (top?.kind === "object" && text[next] === ":") {
        const key = JSON.parse(text.slice(index, end + 1)) as string;
        if (top.keys.has(key)) duplicates.push(top.path ? `${top.path}.${key}` : key);
        top.keys.add(key);
        top.lastKey = key;
      }
      index = end + 1;
      continue;
    }
    if (char === "{") stack.push({ kind: "object", path: childPath(stack[stack.length - 1]), keys: new Set(), lastKey: null });
    else if (char === "[") stack.push({ kind: "array", path: childPath(stack[stack.length - 1]) });
    else if (char === "}" || char === "]") stack.pop();
    index += 1;
  }
  return duplicates;
}
