/**
 * `npm run totp:setup`: makes a secret for the staff sign-in's second factor (docs/operations.md) and shows
 * it as an otpauth URI and a QR code to scan with an authenticator app. ADMIN_TOTP_SECRET already set in the
 * environment is shown again instead of a new one.
 */
import { newTotpSecret, otpauthUri, qrForTerminal, staffUsername } from './lib/totp-setup.mjs';

const secret = process.env.ADMIN_TOTP_SECRET || newTotpSecret();
const uri = otpauthUri(secret, staffUsername());

console.log(`\nADMIN_TOTP_SECRET=${secret}\n`);
console.log(`${uri}\n`);
console.log(qrForTerminal(uri));
console.log(`
Scan the code (or enter the secret) in an authenticator app, then set the secret:
  locally:    add the ADMIN_TOTP_SECRET line above to .dev.vars and restart \`npm start\`
  production: npx wrangler secret put ADMIN_TOTP_SECRET   (paste the secret when asked)
The Worker reads it only while nobody is on the staff, to make the first owner; afterwards each person sets up
their own second factor on the admin area's Account tab. Keep the secret only there and in the app.
`);
