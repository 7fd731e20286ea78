import { Module, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ACCESS_TOKEN_STRATEGY } from '../../platform/http/access-policy.guard';
import { JobReactor } from '../../platform/jobs/job-reactor';
import { JobWorkers } from '../../platform/jobs/job-workers';
import { MailModule } from '../../platform/mail/mail.module';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { userEvents } from './domain/user.events';
import { ACCESS_TOKEN_ALGORITHM, AccessTokens } from './auth/access-tokens';
import { CurrentPassword } from './auth/current-password';
import { DeferredCommands } from './auth/deferred-commands';
import { JwtStrategy } from './auth/jwt.strategy';
import { LoginThrottle } from './auth/login-throttle';
import { PasswordHasher } from './auth/password-hasher';
import { SessionIssuer } from './auth/session-issuer';
import { SessionStore } from './auth/session-store';
import { Passkeys } from './auth/two-factor/passkeys';
import { RecoveryCodes } from './auth/two-factor/recovery-codes';
import { SecondFactor } from './auth/two-factor/second-factor';
import { TotpEnrolment } from './auth/two-factor/totp-enrolment';
import { TotpSecrets } from './auth/two-factor/totp-secrets';
import { DisableTotpController } from './commands/disable-totp/disable-totp.http.controller';
import { DisableTotpHandler } from './commands/disable-totp/disable-totp.handler';
import { EnrolTotpController } from './commands/enrol-totp/enrol-totp.http.controller';
import {
  ConfirmTotpEnrolmentHandler,
  StartTotpEnrolmentHandler,
} from './commands/enrol-totp/enrol-totp.handler';
import { LoginEnrolmentController } from './commands/login/login-enrolment.http.controller';
import {
  CompleteLoginEnrolmentHandler,
  StartLoginEnrolmentHandler,
} from './commands/login/login-enrolment.handler';
import { LoginSecondFactorController } from './commands/login/login-second-factor.http.controller';
import { LoginSecondFactorHandler } from './commands/login/login-second-factor.handler';
import { LoginWithPasskeyController } from './commands/login-with-passkey/login-with-passkey.http.controller';
import {
  LoginWithPasskeyHandler,
  StartPasskeyLoginHandler,
} from './commands/login-with-passkey/login-with-passkey.handler';
import { RegenerateRecoveryCodesController } from './commands/regenerate-recovery-codes/regenerate-recovery-codes.http.controller';
import { RegenerateRecoveryCodesHandler } from './commands/regenerate-recovery-codes/regenerate-recovery-codes.handler';
import { RegisterPasskeyController } from './commands/register-passkey/register-passkey.http.controller';
import {
  RegisterPasskeyHandler,
  StartPasskeyRegistrationHandler,
} from './commands/register-passkey/register-passkey.handler';
import { RemovePasskeyController } from './commands/remove-passkey/remove-passkey.http.controller';
import { RemovePasskeyHandler } from './commands/remove-passkey/remove-passkey.handler';
import { ResetTwoFactorController } from './commands/reset-two-factor/reset-two-factor.http.controller';
import { ResetTwoFactorHandler } from './commands/reset-two-factor/reset-two-factor.handler';
import { GetTwoFactorController } from './queries/get-two-factor/get-two-factor.http.controller';
import { GetTwoFactorHandler } from './queries/get-two-factor/get-two-factor.handler';
import { ChangePasswordController } from './commands/change-password/change-password.http.controller';
import { ChangeNewsletterConsentHandler } from './commands/change-newsletter-consent/change-newsletter-consent.handler';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ChangeUserRoleController } from './commands/change-user-role/change-user-role.http.controller';
import { ChangeUserRoleHandler } from './commands/change-user-role/change-user-role.handler';
import { DisableUserController } from './commands/disable-user/disable-user.http.controller';
import { DisableUserHandler } from './commands/disable-user/disable-user.handler';
import { ConfirmAccountErasureController } from './commands/erase-account/confirm-account-erasure.http.controller';
import { EraseAccountHandler } from './commands/erase-account/erase-account.handler';
import { EraseClientAccountController } from './commands/erase-account/erase-client-account.http.controller';
import { EraseOwnAccountController } from './commands/erase-account/erase-own-account.http.controller';
import { EnableUserController } from './commands/enable-user/enable-user.http.controller';
import { EnableUserHandler } from './commands/enable-user/enable-user.handler';
import { LoginController } from './commands/login/login.http.controller';
import { LoginHandler } from './commands/login/login.handler';
import { EndSessionController } from './commands/end-session/end-session.http.controller';
import { EndSessionHandler } from './commands/end-session/end-session.handler';
import { ListSessionsController } from './queries/list-sessions/list-sessions.http.controller';
import { ListSessionsHandler } from './queries/list-sessions/list-sessions.handler';
import { LogoutEverywhereController } from './commands/logout-everywhere/logout-everywhere.http.controller';
import { LogoutEverywhereHandler } from './commands/logout-everywhere/logout-everywhere.handler';
import { LogoutController } from './commands/logout/logout.http.controller';
import { LogoutHandler } from './commands/logout/logout.handler';
import { RecordAccountDataExportHandler } from './commands/record-account-data-export/record-account-data-export.handler';
import { RefreshSessionController } from './commands/refresh-session/refresh-session.http.controller';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler';
import { RegisterController } from './commands/register/register.http.controller';
import { RegisterHandler } from './commands/register/register.handler';
import { RequestAccountErasureController } from './commands/request-account-erasure/request-account-erasure.http.controller';
import { RequestAccountErasureHandler } from './commands/request-account-erasure/request-account-erasure.handler';
import { RequestEmailChangeController } from './commands/request-email-change/request-email-change.http.controller';
import { RequestEmailChangeHandler } from './commands/request-email-change/request-email-change.handler';
import { RequestPasswordResetController } from './commands/request-password-reset/request-password-reset.http.controller';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler';
import { ResetPasswordController } from './commands/reset-password/reset-password.http.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { UpdateProfileController } from './commands/update-profile/update-profile.http.controller';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { VerifyEmailController } from './commands/verify-email/verify-email.http.controller';
import { VerifyEmailHandler } from './commands/verify-email/verify-email.handler';
import { defineIdentityErrorMessages } from './identity-error-messages';
import { defineTwoFactorErrorMessages } from './two-factor-error-messages';
import { accountMailReactions } from './mail/account-mail.job';
import { AccountMailJobHandler } from './mail/account-mail.job-handler';
import { TwoFactorMailJobHandler, twoFactorMailReactions } from './mail/two-factor-mail.job';
import { CountUsersController } from './queries/count-users/count-users.http.controller';
import { CountUsersHandler } from './queries/count-users/count-users.handler';
import { GetCurrentUserController } from './queries/get-current-user/get-current-user.http.controller';
import { GetAccountContactsHandler } from './queries/get-account-contacts/get-account-contacts.handler';
import { FindVerifiedAccountHandler } from './queries/find-verified-account/find-verified-account.handler';
import { ExportAccountDataHandler } from './queries/export-account-data/export-account-data.handler';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { GetUserController } from './queries/get-user/get-user.http.controller';
import { GetUserHandler } from './queries/get-user/get-user.handler';
import { GetProfileController } from './queries/get-profile/get-profile.http.controller';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler';
import { ListStaffController } from './queries/list-staff/list-staff.http.controller';
import { ListStaffHandler } from './queries/list-staff/list-staff.handler';
import { ListUsersController } from './queries/list-users/list-users.http.controller';
import { ListUsersHandler } from './queries/list-users/list-users.handler';
import { UserReadModel, usersProjection } from './read-models/user.read-model';

/**
 * Accounts, sessions and roles: registration, sign-in, recovery, profile and the owners' user management.
 * It also provides the passport strategy the platform's AccessPolicyGuard authenticates bearer tokens with.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([UserReadModel]),
    MailModule,
    PassportModule.register({ defaultStrategy: ACCESS_TOKEN_STRATEGY, session: false }),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.auth.jwtSecret,
        signOptions: {
          algorithm: ACCESS_TOKEN_ALGORITHM,
          issuer: config.auth.jwtIssuer,
          audience: config.auth.jwtAudience,
        },
        verifyOptions: {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer: config.auth.jwtIssuer,
          audience: config.auth.jwtAudience,
        },
      }),
    }),
  ],
  controllers: [
    RegisterController,
    LoginController,
    RefreshSessionController,
    LogoutController,
    LogoutEverywhereController,
    ListSessionsController,
    EndSessionController,
    VerifyEmailController,
    RequestPasswordResetController,
    ResetPasswordController,
    GetCurrentUserController,
    GetProfileController,
    UpdateProfileController,
    ChangePasswordController,
    RequestEmailChangeController,
    ListUsersController,
    ListStaffController,
    GetUserController,
    CountUsersController,
    ChangeUserRoleController,
    DisableUserController,
    EnableUserController,
    EraseOwnAccountController,
    RequestAccountErasureController,
    ConfirmAccountErasureController,
    EraseClientAccountController,
    LoginSecondFactorController,
    LoginEnrolmentController,
    LoginWithPasskeyController,
    GetTwoFactorController,
    EnrolTotpController,
    DisableTotpController,
    RegenerateRecoveryCodesController,
    RegisterPasskeyController,
    RemovePasskeyController,
    ResetTwoFactorController,
  ],
  providers: [
    PasswordHasher,
    SessionStore,
    AccessTokens,
    SessionIssuer,
    LoginThrottle,
    CurrentPassword,
    DeferredCommands,
    JwtStrategy,
    AccountMailJobHandler,
    TwoFactorMailJobHandler,
    RegisterHandler,
    LoginHandler,
    RefreshSessionHandler,
    LogoutHandler,
    LogoutEverywhereHandler,
    ListSessionsHandler,
    EndSessionHandler,
    VerifyEmailHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    UpdateProfileHandler,
    ChangePasswordHandler,
    RequestEmailChangeHandler,
    ChangeUserRoleHandler,
    RecordAccountDataExportHandler,
    ChangeNewsletterConsentHandler,
    DisableUserHandler,
    EnableUserHandler,
    EraseAccountHandler,
    RequestAccountErasureHandler,
    GetCurrentUserHandler,
    GetProfileHandler,
    ListUsersHandler,
    CountUsersHandler,
    GetAccountContactsHandler,
    FindVerifiedAccountHandler,
    ListStaffHandler,
    GetUserHandler,
    ExportAccountDataHandler,
    TotpSecrets,
    RecoveryCodes,
    Passkeys,
    SecondFactor,
    TotpEnrolment,
    LoginSecondFactorHandler,
    StartLoginEnrolmentHandler,
    CompleteLoginEnrolmentHandler,
    StartPasskeyLoginHandler,
    LoginWithPasskeyHandler,
    GetTwoFactorHandler,
    StartTotpEnrolmentHandler,
    ConfirmTotpEnrolmentHandler,
    DisableTotpHandler,
    RegenerateRecoveryCodesHandler,
    StartPasskeyRegistrationHandler,
    RegisterPasskeyHandler,
    RemovePasskeyHandler,
    ResetTwoFactorHandler,
  ],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
    private readonly reactor: JobReactor,
    private readonly workers: JobWorkers,
    private readonly mailHandler: AccountMailJobHandler,
    private readonly twoFactorMailHandler: TwoFactorMailJobHandler,
  ) {}

  onModuleInit(): void {
    defineIdentityErrorMessages();
    defineTwoFactorErrorMessages();
    this.eventSchemas.register(userEvents);
    this.projections.registerInline(usersProjection);
    for (const reaction of accountMailReactions) this.reactor.register(reaction);
    this.workers.register(this.mailHandler);
    for (const reaction of twoFactorMailReactions) this.reactor.register(reaction);
    this.workers.register(this.twoFactorMailHandler);
  }
}
