// The shell's theme, and the form and sign-in styles of the shared kit that server-rendered
// pages use, are in the entry's stylesheet, a <link> in the page's <head>: a page the server
// rendered (ADR 0033) is painted with them, never restyled when the app's chunks arrive. (The
// shared modules' own chunks bring the same rules again; they change nothing then.)
import './app/theme.css';
import '@shop/shared-ui/forms.css';
import '@shop/shared-auth/screens.css';
import { startRemotes } from './federation/early-start';
import { yieldToMain } from './app/phases';

// The remotes this URL needs start loading now, while React and the other shared libraries
// are still on their way (ADR 0013).
void startRemotes();

/**
 * The heaviest shared modules, each evaluated in a task of its own before the shell's: one
 * long task of evaluating everything at once is several shorter ones, and a tap in between is
 * answered (issue 32). Federated apps start asynchronously anyway, so that shared singletons
 * are negotiated first: these imports are such a start too.
 */
const evaluatedFirst = [() => import('react-dom/client'), () => import('@shop/shared-ui')];

async function start() {
  for (const evaluate of evaluatedFirst) {
    // A module that fails here fails again in the shell, which shows why.
    await evaluate().catch(() => undefined);
    await yieldToMain();
  }
  await import('./bootstrap');
}
void start();
