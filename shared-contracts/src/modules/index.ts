// Per exposed module ('checkout/AddToCart'): the props and events it takes (ADR 0034).
export {};
