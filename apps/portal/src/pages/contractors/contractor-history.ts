import { contractorLabels } from "@trilha/forms";
import { historyLabels } from "../../resources/change-history";
import { formatQuantity } from "../../resources/format";

/**
 * A contractor's history labels: its wizard's, with the plan's counts (modules, a feature's users) as
 * pt-BR writes them ('1.500', not the recorded '1500').
 */
export const contractorHistoryLabels = historyLabels(contractorLabels, {
  small_generators: formatQuantity,
  large_generators: formatQuantity,
  internal_management_generators: formatQuantity,
});
