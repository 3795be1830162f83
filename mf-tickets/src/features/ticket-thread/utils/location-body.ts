export type LocationParts = { image: string | null; link: string | null; description: string };

const safeUrl = (s: string | undefined) => {
  const v = (s ?? '').trim();
  return /^https?:\/\//i.test(v) || /^data:image\//i.test(v) ? v : null;
};

/** A location body is `image|link|description` (DECISIONS); only http(s) links and images are kept. */
export function parseLocationBody(body: string): LocationParts {
  const [image, link, ...rest] = (body ?? '').split('|');
  return { image: safeUrl(image), link: safeUrl(link), description: rest.join('|').trim() };
}
