-- The terms a buyer orders on (ADR 135), for ironvolt_place_order and ironvolt_checkout: as a member of an approved
-- company, the company, its price list and that list's discount, whether it is tax exempt, the company as the
-- invoice names it, and the member's order limit (a buyer's; a company admin approves their own orders). No row for
-- anyone else, who orders at list prices as a retail customer; a suspended company's members too.
CREATE OR REPLACE FUNCTION ironvolt_buyer_terms(p_user_id uuid)
RETURNS TABLE (
  company_id uuid,
  price_list_id uuid,
  discount_basis_points integer,
  tax_exempt boolean,
  company jsonb,
  order_limit_cents bigint
) LANGUAGE sql STABLE AS $$
  SELECT companies.id, companies.price_list_id, price_lists.discount_basis_points, companies.tax_exempt,
         jsonb_build_object('name', companies.name, 'taxId', companies.tax_id, 'address', companies.address,
                            'taxExempt', companies.tax_exempt),
         CASE WHEN company_members.role = 'buyer' THEN company_members.order_limit_cents END
    FROM company_members
    JOIN companies ON companies.id = company_members.company_id
    LEFT JOIN price_lists ON price_lists.id = companies.price_list_id
   WHERE company_members.user_id = p_user_id AND companies.status = 'approved'
$$;
