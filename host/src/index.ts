import { startRemotes } from './federation/early-start';

// The remotes this URL needs start loading now, while React and the other shared libraries
// are still on their way (ADR 0013).
void startRemotes();
// Federated apps must start asynchronously so shared singletons are negotiated first.
import('./bootstrap');
