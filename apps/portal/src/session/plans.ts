/** The platform administrators' plan (spec 01 §2): its own side menu and routes. */
export const ADM_PLAN = "ADM";

export const isAdmPlan = (plans: string | undefined | null) => plans === ADM_PLAN;
