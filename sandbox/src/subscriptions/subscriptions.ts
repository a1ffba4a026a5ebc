import { Router } from 'express';
import type { SandboxDatabase } from '../core/db';
import { conflict } from '../core/http';
import {
  createSimpleResourceRouter,
  simpleResourceCollection,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import type { SubscriptionAttributes } from './subscription-fields';
import {
  createInvoicesRouter,
  createSubscriptionsRouter,
  invoiceCollection,
  paymentCollection,
  subscriptionCollection,
  type InvoiceData,
  type SubscriptionData,
} from './subscription-lifecycle';
import { createOfferingsRouter, offeringCollection } from './subscription-offerings';
import {
  dunningRuleDefinition,
  planDefinition,
  productDefinition,
  prorationPolicyDefinition,
  scheduleDefinition,
  subscriberDefinition,
  subscriptionJobDefinition,
} from './subscription-resources';

/**
 * `/v2/subscriptions/...`: the subscriptions service. Plain resources come from the registry
 * (subscription-resources.ts), offerings from subscription-offerings.ts, subscriptions, states
 * and invoices from subscription-lifecycle.ts. Deleting something still in use (a product or plan
 * in an offering, a subscriber with subscriptions) is a 409, so subscriptions never dangle.
 * Bodies and responses follow ../shared/reference/ep-openapi/subscriptions.yaml (a subscription is
 * created from a flat BuildSubscription). Top-level `/products` and `/plans` with billing cycles
 * are the JS SDK's older model, kept because the document has no standalone counterpart.
 * Not modelled: features and pricing options of the newer offering model, imports, billing,
 * tax and payment runs creating invoices (jobs only report progress), proration maths.
 */

function guardedDelete(
  definition: SimpleResourceDefinition<SubscriptionAttributes>,
  inUse: (storeId: string, id: string) => string | undefined,
): SimpleResourceDefinition<SubscriptionAttributes> {
  return {
    ...definition,
    beforeDelete: (record) => {
      const reason = inUse(record.storeId, record.id);
      if (reason) throw conflict(`This ${definition.label} is still used by ${reason}`);
    },
  };
}

export function createSubscriptionsApiRouter(options: SimpleResourceRoutesOptions): Router {
  const { db } = options;
  const offerings = offeringCollection(db);
  const subscriptions = subscriptionCollection(db);
  const inOffering = (field: 'product_ids' | 'plan_ids') => (storeId: string, id: string) =>
    offerings.list(storeId).find((offering) => offering.data[field].includes(id))?.data.name;
  const registry = (definition: SimpleResourceDefinition<SubscriptionAttributes>) =>
    createSimpleResourceRouter(definition, options);

  const router = Router();
  router.use('/products', registry(guardedDelete(productDefinition, inOffering('product_ids'))));
  router.use('/plans', registry(guardedDelete(planDefinition, inOffering('plan_ids'))));
  router.use('/offerings', createOfferingsRouter(options));
  router.use('/subscriptions', createSubscriptionsRouter(options));
  router.use(
    '/subscribers',
    registry(
      guardedDelete(subscriberDefinition, (storeId, id) =>
        subscriptions.list(storeId).some((subscription) => subscription.data.subscriber_id === id)
          ? 'subscriptions'
          : undefined,
      ),
    ),
  );
  router.use('/jobs', registry(subscriptionJobDefinition(options.now)));
  router.use('/schedules', registry(scheduleDefinition));
  router.use('/dunning-rules', registry(dunningRuleDefinition));
  router.use('/proration-policies', registry(prorationPolicyDefinition));
  router.use('/invoices', createInvoicesRouter(options));
  return router;
}

// ---------------------------------------------------------------------------------------------
// Demo data

/** Stable ids per kind and index, so the demo store reads the same on every fresh start. */
const seedId = (kind: number, index: number) =>
  `5b5c0000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${String(index).padStart(12, '0')}`;

export const SEEDED_OFFERING_ID = seedId(3, 1);

/** Products, plans, a policy and a rule, one offering, three subscribers and subscriptions with invoices. */
export function seedSubscriptions(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
  const insertAll = (
    definition: SimpleResourceDefinition<SubscriptionAttributes>,
    kind: number,
    items: SubscriptionAttributes[],
  ) => {
    const collection = simpleResourceCollection(db, definition);
    items.forEach((data, index) => collection.insert({ id: seedId(kind, index + 1), data, ...stamp }));
  };
  const usd = (amount: number) => ({ USD: { amount, includes_tax: false } });
  insertAll(productDefinition, 1, [
    {
      name: 'Coffee of the Month',
      sku: 'SUB-COFFEE',
      description: 'A fresh roast every month',
      price: usd(1800),
    },
    { name: 'Brew Guide Magazine', sku: 'SUB-MAG', description: 'Digital magazine', price: usd(600) },
  ]);
  const plan = (name: string, interval: string, frequency: number, percentage: number) => ({
    name,
    billing_interval_type: interval,
    billing_frequency: frequency,
    plan_length: 12,
    end_behavior: 'roll',
    can_pause: true,
    can_resume: true,
    can_cancel: true,
    base_price_percentage: percentage,
  });
  insertAll(planDefinition, 2, [
    plan('Monthly', 'month', 1, 100),
    plan('Quarterly (5% off)', 'month', 3, 95),
    plan('Yearly (15% off)', 'year', 1, 85),
  ]);
  insertAll(prorationPolicyDefinition, 4, [{ name: 'Round up', rounding: 'up' }]);
  insertAll(dunningRuleDefinition, 5, [
    {
      payment_retry_type: 'fixed',
      payment_retry_interval: 2,
      payment_retry_unit: 'day',
      payment_retries_limit: 3,
      action: 'pause',
      default: true,
    },
  ]);
  insertAll(scheduleDefinition, 6, [
    {
      name: 'Nightly billing run',
      specification: '0 2 * * *',
      location: 'Europe/London',
      job: { job_type: 'billing-run' },
    },
  ]);
  offeringCollection(db).insert({
    id: SEEDED_OFFERING_ID,
    data: {
      name: 'Coffee Club',
      description: 'Monthly coffee with the brew guide',
      product_ids: [seedId(1, 1), seedId(1, 2)],
      plan_ids: [seedId(2, 1), seedId(2, 2), seedId(2, 3)],
      proration_policy_id: seedId(4, 1),
    },
    ...stamp,
  });
  const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];
  const emailOf = (name: string) => `${name.split(' ')[0]?.toLowerCase() ?? 'subscriber'}@example.com`;
  insertAll(
    subscriberDefinition,
    7,
    people.map((name, index) => ({
      account_id: seedId(8, index + 1),
      name,
      email: emailOf(name),
    })),
  );
  const states: SubscriptionData['state'][] = ['active', 'paused', 'canceled'];
  const subscriptions = subscriptionCollection(db);
  const invoices = invoiceCollection(db);
  const payments = paymentCollection(db);
  states.forEach((state, index) => {
    const subscriptionId = seedId(9, index + 1);
    const planId = seedId(2, index + 1);
    subscriptions.insert({
      id: subscriptionId,
      data: {
        account_id: seedId(8, index + 1),
        name: people[index] ?? 'Subscriber',
        email: emailOf(people[index] ?? 'Subscriber'),
        subscriber_id: seedId(7, index + 1),
        offering_id: SEEDED_OFFERING_ID,
        plan_id: planId,
        currency: 'USD',
        manual_payments: false,
        first_invoice_prepaid: false,
        pending: false,
        state,
        ...(state === 'paused' ? { paused_at: timestamp } : {}),
        ...(state === 'canceled' ? { canceled_at: timestamp } : {}),
      },
      ...stamp,
    });
    // Two billing periods each: the first paid, the second outstanding for the active one.
    [0, 1].forEach((period) => {
      const invoiceId = seedId(10 + period, index + 1);
      const amount = 2400 - index * 100;
      const price = { currency: 'USD', amount, includes_tax: false };
      const paid = period === 0 || state !== 'active';
      const data: InvoiceData = {
        subscription_id: subscriptionId,
        subscriber_id: seedId(7, index + 1),
        billing_period: {
          start: `2026-${String(period + 1).padStart(2, '0')}-01T00:00:00Z`,
          end: `2026-${String(period + 2).padStart(2, '0')}-01T00:00:00Z`,
        },
        invoice_items: [{ description: 'Coffee Club', price, plan_id: planId }],
        outstanding: !paid,
        number: index * 2 + period + 1,
        tax_required: false,
        payment_retries_limit_reached: false,
        manual_payment_pending: false,
        price,
      };
      invoices.insert({ id: invoiceId, data, ...stamp });
      if (paid) {
        payments.insert({
          id: seedId(12 + period, index + 1),
          data: {
            invoice_id: invoiceId,
            subscription_id: subscriptionId,
            success: true,
            pending: false,
            gateway: 'elastic_path_payments_stripe',
            external_payment_id: `pi_demo_${index + 1}_${period + 1}`,
            amount: price,
            manual_payment: false,
          },
          ...stamp,
        });
      }
    });
  });
}
