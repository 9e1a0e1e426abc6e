type Words = Record<string, string> & { invalid: Record<string, string> };
export declare const texts: { en: Words; nl: Words; fr: Words };
export declare function languageOf(locale: string | null | undefined): 'nl' | 'fr' | 'en';
export declare function fieldMessage(...args: unknown[]): string;
