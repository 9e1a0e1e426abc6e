/**
 * The path the site serves the API under (ADR 0003): the dev proxy and nginx take it off before
 * the API sees a request, so every IRI the API writes puts it back, and an `@id` or `@context`
 * resolves against the site's origin like any link in the page (ADR 0042).
 */
export const API_PATH = '/api';

/** The public IRI of one of the API's own paths: `/brands` is `/api/brands`. */
export const iri = (path: string) => `${API_PATH}${path}`;

/** The IRI of the context document that maps a resource type's terms (`GET /contexts/{type}`). */
export const contextIri = (type: string) => iri(`/contexts/${type}`);
