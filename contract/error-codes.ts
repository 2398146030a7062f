/**
 * Stable error codes of the platform. Where the real platform has a code for a situation, it is
 * reused (see shared CONTRACT.md 2.4); the rest follow its dotted style. Each code has a fixed HTTP
 * status and one translated message key (`errors.<code>` in locales/<lang>/errors.json).
 */
export const ERROR_STATUS = {
  // session
  'login.not.session': 401,
  'user.or.token.invalid': 401,
  // request shape
  request_param_err: 422,
  request_body_required: 400,
  'request.content.type': 415,
  'request.too.large': 413,
  'request.origin.denied': 403,
  http_method_not_support: 405,
  'api.not.found': 404,
  // encryption
  'encryption.invalid': 400,
  'encryption.stale': 400,
  'encryption.replayed': 409,
  // login
  USER_NOT_EXIST: 401,
  'login.password.invalid': 401,
  us_forbidden_login_error: 403,
  'login.not.member': 403,
  'login.not.agent': 403,
  'captcha.required': 400,
  'captcha.invalid': 400,
  TOO_MANY_REQUESTS: 429,
  'handoff.invalid': 400,
  /** Social sign-in: no such provider is switched on. */
  'social.provider.unknown': 404,
  /** Social sign-in: the provider's answer did not prove an identity (state, nonce, code or ID token refused). */
  'social.signin.failed': 400,
  /** Social sign-in: this account, or a sign-up under the site's rules, cannot be done by a provider's sign-in. */
  'merchant.acct.setup.err': 403,
  /** Social sign-up: no verified identity waits to be bound to a new account (sign in with the provider again). */
  bind_customer_required: 409,
  /** A login from a new address must be verified first; `value` lists the methods. */
  login_verify_required: 403,
  'login.verification.invalid': 401,
  /** A member or trial account called an agent-only service. */
  'agent.only': 403,
  /** The account is not in the caller's team, or does not exist: the two answer alike. */
  'downline.not.found': 404,
  /** Only the direct upline may lock, reset or note an account. */
  'downline.not.direct': 403,
  /** A sub-agent was asked with a right its creator does not hold. */
  'agent.rights.exceeded': 403,
  /** A trial (free-play) account tried something only a real account may do. */
  in_need_true_account: 403,
  // SMS codes (SPEC section 8, phone-verification errors)
  'sms.mobile.invalid': 422,
  'sms.mobile.missing': 422,
  'sms.code.invalid': 400,
  'sms.code.expired': 400,
  'sms.quota.exceeded': 429,
  // registration
  invitation_code_error: 422,
  'member.account.exists': 409,
  'member.mobile.exists': 409,
  'human.verification.failed': 400,
  // passwords
  'password.old.invalid': 400,
  'password.same': 422,
  'password.exists': 409,
  /** The new password is the site's default weak password. */
  'password.weak': 422,
  'password.reset.not.found': 404,
  // transaction (payment) password: unset, wrong (value.remaining), locked after 5 in a row (value.until)
  'transaction.password.unset': 409,
  'transaction.password.exists': 409,
  'transaction.password.invalid': 400,
  'transaction.password.locked': 423,
  // security centre: profile and picture
  'member.payee.name.set': 409,
  'member.email.code.invalid': 400,
  'member.email.code.expired': 400,
  'member.icon.invalid': 422,
  // security centre: the authenticator app (TOTP)
  'totp.code.invalid': 400,
  'totp.enabled': 409,
  'totp.not.enabled': 409,
  'totp.setup.missing': 409,
  // site
  'function.not.available': 403,
  'system.maintenance': 503,
  'system.region.restricted': 403,
  'site.module.unknown': 404,
  'region.rule.unknown': 404,
  'content.unknown': 404,
  'content.invalid': 422,
  /** The blog: no published post has this slug. */
  'blog.post.not.found': 404,
  // operator API
  'operator.unauthorized': 401,
  // games
  vendor_under_maintenance: 503,
  launch_game_balance_not_enough: 409,
  'game.not.found': 404,
  'game.free.unavailable': 403,
  'game.session.invalid': 404,
  'game.session.expired': 410,
  'game.stake.invalid': 422,
  'favourite.throttled': 429,
  'lottery.bet.invalid': 422,
  'lottery.draw.closed': 409,
  'lottery.mode.invalid': 422,
  /** The live centre: no such table, or a chat message refused. */
  'live.table.unknown': 404,
  'chat.login.required': 403,
  'chat.message.empty': 422,
  'chat.message.too.long': 422,
  // money
  'balance.not.enough': 409,
  /** Manual rebate: nothing earned since the last claim. */
  'rebate.nothing': 409,
  /** Red envelopes: no such event, outside its window, or its budget spent. */
  'envelope.not.found': 404,
  'envelope.not.open': 409,
  'envelope.empty': 409,
  /** Missions: no such active mission, its target not reached yet, or its reward claimed this period. */
  'mission.not.found': 404,
  'mission.incomplete': 409,
  'mission.claimed': 409,
  /** Promotions: no such promotion open to the member, or not one the member can join or claim now. */
  'promotion.not.found': 404,
  'promotion.not.open': 409,
  'promotion.not.eligible': 409,
  /** Promotion applications: the screenshots and comment, one application in review at a time, the operator's decision once. */
  'promotion.image.invalid': 422,
  'promotion.image.size': 422,
  'promotion.image.count': 422,
  'promotion.comment.length': 422,
  'promotion.application.pending': 409,
  'promotion.application.not.found': 404,
  'promotion.application.decided': 409,
  /** Points mall: the item, its stock, the member's points and bets, the conversion, the operator's decision. */
  'points.item.unavailable': 404,
  'points.out.of.stock': 409,
  'points.not.enough': 409,
  'points.amount.requirement': 409,
  'points.conversion.off': 409,
  'points.conversion.step': 422,
  'points.redemption.not.found': 404,
  'points.redemption.decided': 409,
  /** Withdrawals: the member's bank accounts and the site's rules. */
  'withdrawal.realname.required': 409,
  'withdrawal.holder.mismatch': 422,
  'withdrawal.clabe.invalid': 422,
  'withdrawal.clabe.bank': 422,
  'withdrawal.account.exists': 409,
  'withdrawal.account.limit': 409,
  'withdrawal.account.not.found': 404,
  'withdrawal.account.not.ready': 409,
  'withdrawal.amount.range': 422,
  'withdrawal.daily.limit': 409,
  'withdrawal.turnover.pending': 409,
  'withdrawal.bonus.turnover': 409,
  'withdrawal.not.found': 404,
  'withdrawal.not.pending': 409,
  /** Withdrawal confirmation: the member's answer, its proofs, and the operator's settlement of a dispute. */
  'withdrawal.not.paid': 409,
  'withdrawal.confirm.expired': 409,
  'withdrawal.confirm.answered': 409,
  'withdrawal.confirm.amount': 422,
  'withdrawal.proof.invalid': 422,
  'withdrawal.proof.size': 422,
  'withdrawal.proof.count': 422,
  'withdrawal.comment.length': 422,
  'withdrawal.dispute.not.found': 404,
  'withdrawal.dispute.settled': 409,
  'withdrawal.receipt.confirmed': 409,
  /** Transfer to upline: the member has no upline that can take it. */
  'transfer.upline.none': 409,
  'transfer.upline.currency': 409,
  /** Transfer to downline: a locked account, or one in another currency (one outside the team is `downline.not.found`). */
  'transfer.downline.locked': 409,
  'transfer.downline.currency': 409,
  /** Wallet modes: a transfer into a sub-wallet while the site runs one wallet, or to a vendor without one. */
  'wallet.mode.single': 409,
  'wallet.vendor.unknown': 404,
  /** Deposits: the method's limits, the operator's decisions, the payment provider's notifications. */
  'deposit.method.unavailable': 409,
  'deposit.amount.below.min': 422,
  'deposit.amount.above.max': 422,
  'deposit.daily.limit': 409,
  'deposit.receipt.invalid': 422,
  'deposit.not.found': 404,
  'deposit.state.invalid': 409,
  'payment.signature.invalid': 401,
  'payment.notification.stale': 400,
  'payment.notification.invalid': 422,
  /** Responsible gambling: the player's own limits, reality check and breaks. */
  'rg.deposit.limit': 409,
  'rg.loss.limit': 409,
  'rg.wager.limit': 409,
  'rg.time.limit': 409,
  'rg.reality.check': 409,
  'rg.timed.out': 403,
  'rg.self.excluded': 403,
  'rg.member.on.break': 409,
  'rg.break.active': 409,
  'rg.break.running': 409,
  'rg.break.none': 404,
  'rg.limit.cooling': 409,
  'rg.limit.not.pending': 409,
  /** Agent contracts: terms that do not hold, an offer beyond the upline's own, an act the status does not allow. */
  'contract.rate.invalid': 422,
  'contract.tier.invalid': 422,
  'contract.tier.order': 422,
  'contract.cycle.invalid': 422,
  'contract.rate.above.upline': 422,
  'contract.right.missing': 403,
  'contract.upline.none': 409,
  'contract.not.agent': 409,
  'contract.not.found': 404,
  'contract.state.invalid': 409,
  'idempotency.conflict': 409,
  'idempotency.key.required': 400,
  // generic
  'system.error': 500,
  'upstream.unavailable': 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);

/** Codes after which the client ends the local session (CONTRACT.md 2.3, step 8). */
export const SESSION_ENDING_CODES: readonly string[] = ['login.not.session', 'token_ip_different', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN'];
