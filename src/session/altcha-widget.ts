/**
 * The ALTCHA widget in its smallest build: `altcha/external` leaves out the inlined styles and
 * every proof-of-work worker, so only the one algorithm the server issues (SHA-256, see
 * server/captcha) is registered, its worker a file of its own fetched when a solve starts.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

$altcha.algorithms.set('SHA-256', () => new ShaWorker());
