/** The last-resort HTML page when a request fails before the React app can render its own. */
export function errorDocument(status: number): string {
  const notFound = status === 404;
  const title = notFound ? '404 Not Found' : 'An error occurred / Une erreur s’est produite';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main style="max-width:40rem;margin:4rem auto;font-family:sans-serif"><h1>${title}</h1><p><a href="/">Home page / Page d’accueil</a></p></main></body></html>`;
}
