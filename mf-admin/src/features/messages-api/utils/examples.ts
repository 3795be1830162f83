/** The send endpoint's examples, filled with this server's API URL (curl and JavaScript, text and media). */
export function sendExamples(apiUrl: string, token = '<TOKEN>') {
  const url = `${apiUrl.replace(/\/$/, '')}/api/messages/send`;
  return {
    url,
    curlText: `curl -X POST '${url}' \\\n  -H 'Authorization: Bearer ${token}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"number": "5511912345678", "body": "Olá!"}'`,
    curlMedia: `curl -X POST '${url}' \\\n  -H 'Authorization: Bearer ${token}' \\\n  -F 'number=5511912345678' \\\n  -F 'body=Segue o arquivo' \\\n  -F 'medias=@/caminho/arquivo.pdf'`,
    jsText: `await fetch('${url}', {\n  method: 'POST',\n  headers: { Authorization: 'Bearer ${token}', 'Content-Type': 'application/json' },\n  body: JSON.stringify({ number: '5511912345678', body: 'Olá!' }),\n});`,
    jsMedia: `const form = new FormData();\nform.append('number', '5511912345678');\nform.append('body', 'Segue o arquivo');\nform.append('medias', file); // a File or Blob\nawait fetch('${url}', { method: 'POST', headers: { Authorization: 'Bearer ${token}' }, body: form });`,
  };
}

/** A token as the page shows it: the first and last four characters. */
export const maskToken = (token: string) => (token.length > 10 ? `${token.slice(0, 4)}••••${token.slice(-4)}` : '••••');

/** The test forms' rules (admin-automation.md §5): token, number and body required; the media form requires a file. */
export function testFormErrors(v: { token: string; number: string; body: string; file?: File | null }, media: boolean) {
  const e: Partial<Record<'token' | 'number' | 'body' | 'file', 'required' | 'fileRequired'>> = {};
  if (!v.token.trim()) e.token = 'required';
  if (!v.number.trim()) e.number = 'required';
  if (!v.body.trim()) e.body = 'required';
  if (media && !v.file) e.file = 'fileRequired';
  return e;
}
