import { visit } from "jsonc-parser";

/**
 * The keys that appear twice in one object of a JSON text, each as its path ("factNotes.slowFeeder"). JSON.parse
 * keeps the last of them without a word, so a note written twice in a reference file would silently hide the
 * first; the seed refuses such a file instead.
 */
export function duplicateKeys(text: string): string[] {
  const open: { path: string; keys: Set<string> }[] = [];
  const duplicates: string[] = [];
  visit(text, {
    onObjectBegin: (_offset, _length, _line, _column, pathSupplier) => {
      open.push({ path: pathSupplier().join("."), keys: new Set() });
    },
    onObjectProperty: (key) => {
      const object = open[open.length - 1];
      if (object.keys.has(key)) duplicates.push(object.path ? `${object.path}.${key}` : key);
      object.keys.add(key);
    },
    onObjectEnd: () => {
      open.pop();
    },
  });
  return duplicates;
}
