/** Text made safe for HTML content and attribute values (the Worker's few hand-written pages). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
