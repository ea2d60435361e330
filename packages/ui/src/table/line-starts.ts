/**
 * Stories only. The text from each line's start to the element's end, as the browser wrapped it: the
 * first entry is the whole text; each later one starts where a line starts.
 */
export function lineStarts(element: Element): string[] {
  const range = element.ownerDocument.createRange();
  const starts: string[] = [];
  let text = "";
  const nodes: Text[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const all = nodes.map((node) => node.data).join("");
  let lastTop = Number.NEGATIVE_INFINITY;
  for (const node of nodes) {
    for (let i = 0; i < node.data.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const top = range.getBoundingClientRect().top;
      if (top > lastTop + 2) starts.push(all.slice(text.length));
      lastTop = Math.max(lastTop, top);
      text += node.data[i];
    }
  }
  return starts;
}
