/**
 * The ALTCHA widget in its smallest build: `altcha/external` leaves out the inlined styles and
 * every proof-of-work worker, so only the one algorithm the server issues (SHA-256, see
 * server/captcha) is registered, its worker a file of its own fetched when a solve starts.
 */
import 'altcha/external';
import 'altcha/altcha.css';
// The widget's own Canadian French words ("Je ne suis pas un robot"), used when the page is in fr-CA.
import 'altcha/i18n/fr-ca';
import ShaWorker from 'altcha/workers/sha?worker';

$altcha.algorithms.set('SHA-256', () => new ShaWorker());
