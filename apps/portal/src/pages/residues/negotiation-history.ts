import {
  amountTypeLabels,
  amountUnitLabels,
  negotiationLabels,
  negotiationPeriodLabels,
  negotiationTypeLabels,
  repeatPeriodLabels,
} from "@trilha/forms";
import { historyLabels, type ValueFormats, type ValueNames } from "../../resources/change-history";
import { formatMoney } from "../../resources/format";

/** A negotiation's prices in its history as the lists show them: 'R$ 1.234,50', not the recorded '1234.50'. */
export const negotiationHistoryFormats: ValueFormats = {
  recipient_cost: formatMoney,
  carrier_cost: formatMoney,
};

/** A negotiation's choices in its history, by the names its form shows them with (not their codes). */
export const negotiationHistoryNames: ValueNames = {
  type: negotiationTypeLabels,
  period: negotiationPeriodLabels,
  repeat_period: repeatPeriodLabels,
  recipient_amount_type: amountTypeLabels,
  carrier_amount_type: amountTypeLabels,
  recipient_amount_per: amountUnitLabels,
  carrier_amount_per: amountUnitLabels,
};

/** A negotiation's history labels: its form's, with its prices' format. */
export const negotiationHistoryLabels = historyLabels(negotiationLabels, negotiationHistoryFormats);
