// The contracts between the teams (ADR 0034): React-free, bundled into each app that uses them.
export {};
