/** A few bytes labelled as a JPEG: the browser check reads only the type and the size. */
export const jpegPhoto = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'leyla.jpg', {
    type: 'image/jpeg',
  });

export const gifPhoto = () =>
  new File([new Uint8Array([0x47, 0x49, 0x46])], 'cat.gif', { type: 'image/gif' });

export const hugePng = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'huge.png', { type: 'image/png' });

export const jsonResponse = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
