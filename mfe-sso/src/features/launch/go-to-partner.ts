/** Leaves the portal for the partner's sign-in: a full navigation (its own module, so tests can watch it). */
export function goToPartner(url: string): void {
  window.location.assign(url);
}
