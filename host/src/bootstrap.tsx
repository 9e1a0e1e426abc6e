import { startShell } from './app/start';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void startShell(root);
