/** Text made safe inside HTML, in an element or a quoted attribute alike (for markup built as a string, outside React). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
