/**
 * The classic checkout's and cart's action hooks on Kassa's pages, built as
 * `kassa-classic-hooks` (uses `kassa-classic`), loaded only on a cart or checkout where a plugin
 * printed at one of them, or whose plugins take part in the classic checkout's updates
 * (includes/woocommerce/classic/class-kassa-classic-hooks.php): the hooks' blocks show their
 * islands; on the checkout, `update_checkout` updates the totals as on the classic checkout.
 */
import { registerClassicHookBlock } from './hook-block';
import { startLiveUpdates } from './live-update';

registerClassicHookBlock();
startLiveUpdates();
