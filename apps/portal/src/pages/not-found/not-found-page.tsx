/** The catch-all shows only the text NotFound (spec 01 §2). */
export function NotFoundPage() {
  return <main className="p-8 text-lg">NotFound</main>;
}
