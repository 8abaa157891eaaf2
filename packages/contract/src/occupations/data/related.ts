/**
 * Related occupations (issue 26; ADR 076): pairs of concepts close enough that a seeker who finds
 * no listing of one would want to see the other's, with a line saying so ("Schreiner: no
 * listings — similar occupations searched: Zimmermann / Zimmerin"). Neither is broader than the
 * other (that is the dotted id's job); the relation goes both ways.
 *
 * Search uses a pair in two cases only: a concept with no listing at all is searched by its
 * related concepts, and a search that finds nothing (a place, a filter) is asked again with them.
 * A search that finds something is never widened.
 *
 * Source: written by the Jobatlas team from the Swiss vocational structure (the same field or
 * training path, one side a level of the other, or the same work under another title), not from a
 * dataset. To add a pair: both ids must exist, neither broader than the other; keep it to
 * occupations a person trained for one would apply to as the other, and run the vocabulary test.
 */
export const RELATED_OCCUPATIONS: readonly (readonly [string, string])[] = [
  // Health and care
  ["nurse", "health_care_assistant"],
  ["health_care_assistant", "nursing_aide"],
  ["health_care_assistant", "social_care_worker"],
  ["nursing_aide", "home_care_worker"],
  ["nursing_aide", "health_social_care_assistant"],
  ["medical_practice_assistant", "medical_secretary"],
  ["physiotherapist", "occupational_therapist"],
  ["biomedical_analyst", "lab_technician"],
  ["dental_assistant", "medical_practice_assistant"],
  ["pharmacy_assistant", "medical_practice_assistant"],
  // Education and social work
  ["childcare_worker", "early_childhood_educator"],
  ["childcare_worker", "teaching_assistant"],
  ["teacher", "lecturer"],
  ["teacher.special_needs", "social_worker.social_pedagogue"],
  ["teacher.language", "training_specialist"],
  // Office and administration
  ["secretary", "executive_assistant"],
  ["secretary", "office_assistant"],
  ["secretary", "commercial_employee"],
  ["secretary", "medical_secretary"],
  ["commercial_employee", "clerk"],
  ["office_assistant", "commercial_employee"],
  ["legal_secretary", "paralegal"],
  ["receptionist", "telephonist"],
  ["customer_service_representative", "contact_centre_agent"],
  ["accountant", "clerk.accounting"],
  ["accountant", "fiduciary"],
  ["controller", "accountant"],
  ["finance_manager", "controller"],
  ["fiduciary", "tax_expert"],
  ["hr_specialist", "clerk.hr"],
  ["hr_manager", "hr_specialist.business_partner"],
  ["insurance_advisor", "financial_advisor"],
  ["property_manager", "real_estate_agent"],
  ["dispatcher", "forwarding_agent"],
  // Marketing, design, IT
  ["graphic_designer", "marketing_specialist"],
  ["graphic_designer", "communications_specialist"],
  ["graphic_designer", "ux_designer"],
  ["graphic_designer", "prepress_technician"],
  ["marketing_manager", "communications_manager"],
  ["journalist", "copywriter"],
  ["software_developer", "devops_engineer"],
  ["system_engineer", "network_engineer"],
  ["system_engineer", "cloud_engineer"],
  ["ict_support", "system_engineer"],
  ["data_scientist", "data_analyst"],
  ["data_engineer", "data_scientist"],
  ["business_analyst", "product_owner"],
  ["sales_manager", "sales_representative.key_account"],
  // Construction and building trades
  ["carpenter", "carpenter_joiner"],
  ["bricklayer", "construction_worker"],
  ["painter", "plasterer"],
  ["tiler", "floor_layer"],
  ["roofer", "sheet_metal_worker"],
  ["construction_manager", "project_manager.construction"],
  ["construction_manager", "site_supervisor"],
  ["draughtsperson.architecture", "architect"],
  ["draughtsperson.mechanical", "engineer.mechanical"],
  ["electrical_technician", "engineer.electrical"],
  ["building_caretaker", "public_works_operative"],
  // Metal, machines, electrical
  ["mechanic.polymechanic", "mechanic.cnc"],
  ["mechanic.polymechanic", "toolmaker"],
  ["mechanic.polymechanic", "mechanic.micromechanic"],
  ["mechanic.automotive", "mechanic.motorcycle"],
  ["metal_fabricator", "welder"],
  ["electrician", "solar_installer"],
  ["automatician", "electronics_mechanic"],
  ["watchmaker", "watchmaking_operator"],
  // Hospitality, retail, cleaning
  ["cook", "chef"],
  ["waiter", "bartender"],
  ["waiter", "food_counter_attendant"],
  ["receptionist.hotel", "hotel_specialist"],
  ["hotel_manager", "restaurant_manager"],
  ["housekeeping_attendant", "cleaner"],
  ["sales_assistant", "cashier"],
  ["store_manager", "shop_supervisor"],
  // Logistics, transport, land
  ["warehouse_worker", "logistician"],
  ["logistician", "forklift_operator"],
  ["courier", "driver.delivery"],
  ["farmer", "farm_worker"],
  ["gardener", "florist"],
  ["gardener.landscape", "arborist"],
  ["forest_worker", "arborist"],
];
