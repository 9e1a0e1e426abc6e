import { createApiClient } from './client';

describe('files', () => {
  it('downloads a blob with the file name from Content-Disposition', async () => {
    const fetch = jest.fn(() =>
      Promise.resolve(
        new Response('a,b\n1,2\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="bestellingen.csv"',
          },
        }),
      ),
    );
    const { blob, fileName } = await createApiClient({ baseUrl: '/api', fetch }).download(
      '/report/x/download',
    );
    expect(fileName).toBe('bestellingen.csv');
    expect(await blob.text()).toBe('a,b\n1,2\n');
  });

  it("uploads multipart with the file in the field 'file'", async () => {
    const fetch = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response('{"ok":true}')),
    );
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    await createApiClient({ baseUrl: '/api', fetch }).upload('/letters', file, 'brief.pdf', {
      fields: { line: '3' },
    });
    const init = fetch.mock.calls[0]![1]!;
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('brief.pdf');
    expect(body.get('line')).toBe('3');
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
