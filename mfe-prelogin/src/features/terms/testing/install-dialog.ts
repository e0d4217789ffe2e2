// jsdom has <dialog> without its methods: the two the portal's Modal uses, for the tests of screens
// that open one (the terms modal, the sign-in's exit confirmation).
export function installDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
