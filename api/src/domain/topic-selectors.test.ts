import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { matchesAny, matchesSelector, mayRequest } from './topic-selectors';

const company = '/relation/companies/5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11';

describe('topic selectors', () => {
  it('match a topic exactly, by * or by a URI template segment', () => {
    assert.equal(matchesSelector(company, company), true);
    assert.equal(matchesSelector(company, '*'), true);
    assert.equal(matchesSelector(company, '/relation/companies/{uuid}'), true);
    assert.equal(matchesSelector(`${company}/users`, '/relation/companies/{uuid}'), false);
    assert.equal(matchesSelector(`${company}/users`, '/relation/{+rest}'), true);
    assert.equal(matchesSelector('/relation/companies/other', company), false);
  });

  it('treat template-less selectors as literal text, dots included', () => {
    assert.equal(matchesSelector('/relationXcompanies', '/relation.companies'), false);
  });

  it('match when any topic meets any selector', () => {
    assert.equal(matchesAny(['/a', company], ['/b', company]), true);
    assert.equal(matchesAny(['/a'], ['/b']), false);
  });

  it('let a subscriber ask only for what its token grants', () => {
    assert.equal(mayRequest(company, [company]), true);
    assert.equal(mayRequest(company, ['/relation/companies/{uuid}']), true);
    assert.equal(mayRequest('/relation/companies/{uuid}', [company]), false);
    assert.equal(mayRequest('/relation/companies/{uuid}', ['/relation/companies/{uuid}']), true);
    assert.equal(mayRequest('/relation/companies/other', [company]), false);
    assert.equal(mayRequest('/anything/{x}', ['*']), true);
  });
});
