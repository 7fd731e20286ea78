// Response and request types of the HTTP API, as aliases of the schema generated from the OpenAPI document
// (`npm run gen:api`). The rest of the SPA imports them from here, never from the generated file.
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type Language = Schemas['SendInquiryRequestDto']['language'];
export type LocalizedText = Schemas['LocalizedTextDto'];
export type PropertyType = Schemas['PropertyType'];
export type LocationKey = Schemas['LocationKey'];
export type FeatureKey = Schemas['PropertySummaryDto']['amenities'][number];
export type PublicPropertyStatus = Schemas['PublicPropertyStatus'];
export type EnergyRating = Schemas['EnergyRating'];
export type Orientation = Schemas['SpecificationsDto']['orientation'];
export type ExperienceType = Schemas['ExperienceType'];

export type CatalogueImage = Schemas['CatalogueImageDto'];
export type PropertySummary = Schemas['PropertySummaryDto'];
export type PropertyList = Schemas['PropertyListDto'];
export type PropertySearchQuery = NonNullable<
  operations['ListPropertiesController_list']['parameters']['query']
>;
export type PropertySort = NonNullable<PropertySearchQuery['sort']>;
export type NearbyPlace = Schemas['NearbyPlaceDto'];
export type PropertyDetail = Schemas['PropertyDetailDto'];
export type ComparedProperty = Schemas['ComparedPropertyDto'];
export type PropertyComparison = Schemas['PropertyComparisonDto'];
export type SendInquiryRequest = Schemas['SendInquiryRequestDto'];
export type InquiryAccepted = Schemas['SendInquiryResponseDto'];
export type Service = Schemas['ServiceDto'];
export type ServiceList = Schemas['ServiceListDto'];
export type Experience = Schemas['ExperienceDto'];
export type TranslatedLanguage = Schemas['TranslatedLanguage'];
/** Per text path (`title`, `features.main.2`), per language: where its translation stands. */
export type TranslationStatusMap = Schemas['ServiceDto']['translationStatus'];
export type TranslationStatus = TranslationStatusMap[string]['en'];
export type ExperienceList = Schemas['ExperienceListDto'];
export type ServiceDetailsInput = Schemas['ServiceDetailsInputDto'];
export type ExperienceDetailsInput = Schemas['ExperienceDetailsInputDto'];
export type CreateServiceRequest = Schemas['CreateServiceRequestDto'];
export type ReviseServiceRequest = Schemas['ReviseServiceRequestDto'];
export type CreateExperienceRequest = Schemas['CreateExperienceRequestDto'];
export type ReviseExperienceRequest = Schemas['ReviseExperienceRequestDto'];
export type CatalogueCommandResult = Schemas['CatalogueCommandResultDto'];

export type PropertyStatus = Schemas['PropertyStatus'];
export type AdminPropertyRow = Schemas['AdminPropertyRowDto'];
export type AdminPropertyList = Schemas['AdminPropertyListDto'];
export type AdminPropertyDetail = Schemas['AdminPropertyDetailDto'];
export type PropertyDetailsInput = Schemas['PropertyDetailsInputDto'];
export type CreatePropertyRequest = Schemas['CreatePropertyRequestDto'];
export type RevisePropertyRequest = Schemas['RevisePropertyRequestDto'];
export type ChangePropertyStatusRequest = Schemas['ChangePropertyStatusRequestDto'];

export type Role = Schemas['CurrentUserDto']['role'];
export type CurrentUser = Schemas['CurrentUserDto'];
export type SessionResponse = Schemas['SessionResponseDto'];
export type RegisterRequest = Schemas['RegisterRequestDto'];
export type LoginRequest = Schemas['LoginRequestDto'];
export type SecondFactorStep = Schemas['SecondFactorStepDto'];
export type SecondFactorSessionResponse = Schemas['SecondFactorSessionResponseDto'];
export type TotpSetup = Schemas['TotpSetupDto'];
export type TwoFactorStatus = Schemas['TwoFactorStatusDto'];
export type Passkey = Schemas['PasskeyDto'];
export type VerifyEmailResponse = Schemas['VerifyEmailResponseDto'];
export type PasswordResetRequest = Schemas['RequestPasswordResetRequestDto'];
export type CompletePasswordResetRequest = Schemas['ResetPasswordRequestDto'];
export type Profile = Schemas['ProfileDto'];
export type UpdateProfileRequest = Schemas['UpdateProfileRequestDto'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequestDto'];
export type ChangeEmailRequest = Schemas['RequestEmailChangeRequestDto'];
export type UserListItem = Schemas['UserListItemDto'];
export type UserStatus = UserListItem['status'];
export type UserList = Schemas['UserListDto'];
export type UserListQuery = NonNullable<operations['ListUsersController_list']['parameters']['query']>;
export type UserCounts = Schemas['UserCountsDto'];
export type ChangeUserRoleRequest = Schemas['ChangeUserRoleRequestDto'];
export type UploadedImage = Schemas['UploadedImageDto'];

export type AdminDashboard = Schemas['DashboardDto'];
export type BookingSummary = Schemas['BookingSummaryDto'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type BookingListItem = Schemas['BookingListItemDto'];
export type BookingList = Schemas['BookingListDto'];
export type BookingListQuery = NonNullable<operations['ListBookingsController_list']['parameters']['query']>;
export type ChangePaymentStatusRequest = Schemas['ChangePaymentStatusRequestDto'];
export type BookingCommandResult = Schemas['BookingCommandResultDto'];

export type Favorite = Schemas['FavoriteDto'];
export type FavoriteList = Schemas['FavoriteListDto'];
export type SearchFilters = Schemas['SearchFiltersDto'];
export type SavedSearch = Schemas['SavedSearchDto'];
export type SavedSearchList = Schemas['SavedSearchListDto'];
export type SavedSearchFrequency = SavedSearch['frequency'];
export type SaveSearchRequest = Schemas['SaveSearchRequestDto'];
export type UpdateSavedSearchRequest = Schemas['UpdateSavedSearchRequestDto'];
export type AlertSettings = Schemas['AlertSettingsDto'];
export type SessionListItem = Schemas['SessionListItemDto'];
export type AlertSubscription = Schemas['UnsubscribeStateDto'];
export type FollowerCounts = Schemas['FollowerCountListDto'];

export type SellerReport = Schemas['SellerReportDto'];
export type SellerReportLinks = Schemas['SellerReportLinksDto'];

export type ApiErrorDetail = Schemas['FieldErrorDto'];
/** The one error shape of the API. */
export type ApiErrorBody = Schemas['ErrorBodyDto'];

export type InquiryStatus = Schemas['InquiryStatus'];
export type InquirySource = Schemas['InquirySource'];
export type InquiryListItem = Schemas['InquiryListItemDto'];
export type InquiryList = Schemas['InquiryListDto'];
export type InquiryListQuery = NonNullable<operations['ListInquiriesController_list']['parameters']['query']>;
export type InquiryDetail = Schemas['InquiryDetailDto'];
export type InquiryActivity = Schemas['InquiryActivityDto'];
export type InquiryChangeResult = Schemas['InquiryChangeResponseDto'];
export type ClientInquiry = Schemas['ClientInquiryDto'];
export type ClientInquiryDetail = Schemas['ClientInquiryDetailDto'];
export type StaffMember = Schemas['StaffMemberDto'];

export type ViewingMode = Schemas['ViewingMode'];
export type ViewingStatus = Schemas['ViewingStatus'];
export type Viewing = Schemas['ViewingDto'];
export type MyViewings = Schemas['MyViewingsDto'];
export type AdminViewing = Schemas['AdminViewingDto'];
export type ViewingInterest = Schemas['ViewingInterest'];
export type ViewingSlotInput = Schemas['ViewingSlotInputDto'];
export type RequestViewingRequest = Schemas['RequestViewingRequestDto'];
export type ViewingListQuery = NonNullable<operations['ListViewingsController_list']['parameters']['query']>;

export type PriceBasis = Schemas['PriceBasis'];
export type BookingKind = Schemas['BookingKind'];
export type BookingStatus = Schemas['BookingStatus'];
export type QuoteBasis = Schemas['QuoteBasis'];
export type BookingDetail = Schemas['BookingDetailDto'];
export type BookingChangeResult = Schemas['BookingChangeResultDto'];
export type RequestBookingRequest = Schemas['RequestBookingRequestDto'];
export type MyBooking = Schemas['MyBookingDto'];
export type MyBookingList = Schemas['MyBookingListDto'];

export type PurchaseCostRates = Schemas['PurchaseCostRatesDto'];
export type PurchaseCostRate = Schemas['PurchaseCostRateDto'];
export type PurchaseCostRatesRevision = Schemas['RevisePurchaseCostRatesRequestDto'];

// Sellers and mandates (back office)
export type MandateView = Schemas['MandateViewDto'];
export type MandateTerms = Schemas['MandateTermsDto'];
export type SellerView = Schemas['SellerViewDto'];
export type SellerStatus = Schemas['SellerStatus'];
export type RecordMandateRequest = Schemas['RecordMandateRequestDto'];
export type SellerRequest = Schemas['SellerRequestDto'];
export type MandateNotice = Schemas['MandateNoticeDto'];
