import { ruleAt } from '../../../lib/forms/schema-rules';
import { useRuleErrors } from '../../../lib/forms/rule-errors';
import { propertyFormSchema } from './property-draft';

/** The limits of the property's rule at a path (`address.nearby.3.distanceM`), from the API's schema. */
export const propertyRule = (path: string) => ruleAt(propertyFormSchema, path);

/** The property form's error texts (`adminProperties:validation.<code>`) and server error placement. */
export const usePropertyErrors = () => useRuleErrors('adminProperties', propertyFormSchema);

/** The text of a field's error in the person's language, with the limits of the field's rule. */
export const useFieldErrorText = () => usePropertyErrors().errorText;
