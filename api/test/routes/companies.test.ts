import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';
import { createCustomer, DEMO_COMPANY, demoCompanyPeople, signIn } from '../helpers/oauth';

const companyUrl = `/relation/companies/${DEMO_COMPANY}`;

for (const target of dbTargets()) {
  describe(`companies on ${target.name}`, () => {
    const app = build(target);
    let people: Awaited<ReturnType<typeof demoCompanyPeople>>;
    before(async () => {
      people = await demoCompanyPeople(app());
    });
    const put = (headers: Record<string, string>, payload: unknown) =>
      app().inject({ method: 'PUT', url: companyUrl, headers, payload: payload as object });

    it('shows your own company as JSON-LD with its activity and the hub link', async () => {
      const response = await app().inject({
        method: 'GET',
        url: companyUrl,
        headers: people.inkoop,
      });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /^application\/ld\+json/);
      assert.equal(response.headers.link, '</.well-known/mercure>; rel="mercure"');
      assert.deepEqual(response.json(), {
        '@context': '/api/contexts/Company',
        '@id': `/api${companyUrl}`,
        '@type': 'Company',
        uuid: DEMO_COMPANY,
        name: 'Bloemenhandel De Tulp B.V.',
        chamber_of_commerce_number: '12345678',
        vat_number: 'NL123456789B01',
        activity: null,
      });
    });

    it('answers 401 to anonymous callers and 403 without company.read', async () => {
      assert.equal((await app().inject({ method: 'GET', url: companyUrl })).statusCode, 401);
      const outsider = await createCustomer(app(), { companyUuid: DEMO_COMPANY, permissions: [] });
      const { access_token } = await signIn(app(), outsider.email, outsider.password);
      const response = await app().inject({
        method: 'GET',
        url: companyUrl,
        headers: { authorization: `Bearer ${access_token}` },
      });
      assert.equal(response.statusCode, 403);
    });

    it("answers 404 for another company, never its data, and for a company that doesn't exist", async () => {
      const otherUuid = await app().customers.create({
        email: `ander-${Date.now()}@example.nl`,
        password: 'Bloem3n!',
        fullname: 'Ander Bedrijf',
        customerType: 'business',
        companyName: 'Geheime Concurrent B.V.',
        permissions: ['company.read', 'company.update'],
      });
      const other = await app().customers.findByUuid(otherUuid!);
      const otherUrl = `/relation/companies/${other!.companyUuid}`;
      for (const request of [
        { method: 'GET' as const, url: otherUrl },
        { method: 'PUT' as const, url: otherUrl, payload: { name: 'Overname' } },
        { method: 'POST' as const, url: `${otherUrl}/lock` },
        { method: 'GET' as const, url: '/relation/companies/00000000-0000-4000-8000-000000000000' },
      ]) {
        const response = await app().inject({ ...request, headers: people.beheer });
        assert.equal(response.statusCode, 404, `${request.method} ${request.url}`);
        assert.doesNotMatch(response.body, /Geheime Concurrent/);
      }
      // The other company's own people do see it.
      const { access_token } = await signIn(app(), other!.email, 'Bloem3n!');
      const own = await app().inject({
        method: 'GET',
        url: otherUrl,
        headers: { authorization: `Bearer ${access_token}` },
      });
      assert.equal(own.json().name, 'Geheime Concurrent B.V.');
      const malformed = await app().inject({
        method: 'GET',
        url: '/relation/companies/not-a-uuid',
        headers: people.beheer,
      });
      assert.equal(malformed.statusCode, 400);
    });

    it('updates name and registration numbers, normalized, with company.update', async () => {
      const response = await put(people.beheer, {
        name: ' De Tulp Zuid B.V. ',
        chamber_of_commerce_number: '8765 4321',
        vat_number: 'nl987654321b02',
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(
        {
          name: response.json().name,
          coc: response.json().chamber_of_commerce_number,
          vat: response.json().vat_number,
        },
        { name: 'De Tulp Zuid B.V.', coc: '87654321', vat: 'NL987654321B02' },
      );
      const read = await app().inject({ method: 'GET', url: companyUrl, headers: people.inkoop });
      assert.equal(read.json().vat_number, 'NL987654321B02');
      const belgian = await put(people.beheer, {
        name: 'De Tulp België BV',
        chamber_of_commerce_number: '0123.456.749',
        vat_number: 'BE0123456749',
      });
      assert.equal(belgian.statusCode, 200);
      assert.equal(belgian.json().chamber_of_commerce_number, '0123456749');
    });

    it('refuses an update without company.update', async () => {
      const response = await put(people.inkoop, { name: 'Inkoop mag dit niet' });
      assert.equal(response.statusCode, 403);
    });

    it('answers invalid numbers with localized violations and leaves the company alone', async () => {
      const response = await put(people.beheer, {
        name: '',
        chamber_of_commerce_number: '123',
        vat_number: 'NL12',
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(
        response
          .json()
          .violations.map((violation: { propertyPath: string; message: string }) => [
            violation.propertyPath,
            violation.message,
          ]),
        [
          ['name', 'Required'],
          [
            'chamber_of_commerce_number',
            'Enter a Chamber of Commerce number of 8 digits or an enterprise number of 10 digits',
          ],
          ['vat_number', 'Enter a VAT number such as NL123456789B01 or BE0123456749'],
        ],
      );
      const unknownField = await put(people.beheer, { name: 'X', uuid: DEMO_COMPANY });
      assert.equal(unknownField.statusCode, 400);
      const mixed = await put(
        { ...people.beheer, 'accept-language': 'nl-NL' },
        { name: 'X', chamber_of_commerce_number: '12345678', vat_number: 'BE0123456749' },
      );
      assert.equal(
        mixed.json()['hydra:description'],
        'vat_number: Het btw-nummer hoort bij een ander land dan het KvK- of ondernemingsnummer',
      );
      const read = await app().inject({ method: 'GET', url: companyUrl, headers: people.inkoop });
      assert.equal(read.json().name, 'De Tulp België BV');
    });

    it("names the lock's holder and time in the shopper's language on a 409", async () => {
      assert.equal(
        (await app().inject({ method: 'POST', url: `${companyUrl}/lock`, headers: people.beheer }))
          .statusCode,
        200,
      );
      const response = await put(
        { ...people.administratie, 'accept-language': 'nl-NL' },
        { name: 'Te laat' },
      );
      assert.equal(response.statusCode, 409);
      assert.match(
        response.json()['hydra:description'],
        /^Wordt bewerkt door Beheer Bedrijf tot \d{2}:\d{2}\. Je kunt het daarna wijzigen\.$/,
      );
      const french = await put(
        { ...people.administratie, 'accept-language': 'fr-BE' },
        { name: 'Trop tard' },
      );
      assert.match(french.json()['hydra:description'], /^En cours de modification par Beheer/);
    });
  });
}
