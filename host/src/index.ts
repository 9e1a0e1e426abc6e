// The shell's theme, and the form and sign-in styles of the shared kit that server-rendered
// pages use, are in the entry's stylesheet, a <link> in the page's <head>: a page the server
// rendered (ADR 0033) is painted with them, never restyled when the app's chunks arrive. (The
// shared modules' own chunks bring the same rules again; they change nothing then.)
import './app/theme.css';
import '@shop/shared-ui/forms.css';
import '@shop/shared-auth/screens.css';
import { startRemotes } from './federation/early-start';

// The remotes this URL needs start loading now, while React and the other shared libraries
// are still on their way (ADR 0013).
void startRemotes();
// Federated apps must start asynchronously so shared singletons are negotiated first.
import('./bootstrap');
