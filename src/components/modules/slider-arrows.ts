/**
 * Whether a slider shows its previous/next buttons: only when there is something to slide to. An
 * empty slider, one of a single slide, or one whose slides all fit in view shows none, rather than
 * two buttons that do nothing (issue 44). `can` is what the slider knows it can do: before it has
 * measured itself (server HTML), whether there are more slides than fit in a row.
 */
export function showsArrows(slides: number, can: { prev: boolean; next: boolean }): boolean {
  return slides > 1 && (can.prev || can.next);
}
