/**
 * A fake Stripe.js for the production end-to-end run, served by Playwright routing in place of
 * https://js.stripe.com/… (tests/e2e/production.ts). It implements the part of the public
 * Stripe.js API the app calls, so the real `stripePaymentProvider` / StripeElements code runs:
 *   - `Stripe(publishableKey)` (throws on a key that is not `pk_…`), `Stripe.version`;
 *   - `stripe.elements()` → `create(type, options)`, `getElement(type | React component)`,
 *     `update()`; elements `mount/on/off/once/update/focus/blur/clear/unmount/destroy`, with
 *     `ready`, `focus`, `blur` and `change` events ({ elementType, empty, complete, error,
 *     brand }) as Stripe sends them; each Element mounts a plain <input> (no inline style:
 *     the page's CSP refuses it) labelled like Stripe's own;
 *   - `stripe.createPaymentMethod({ type: 'card', card, billing_details })` →
 *     `{ paymentMethod: { id } }`, the id chosen by the card number typed, as Stripe's test
 *     cards map to test PaymentMethods (4242… → pm_card_visa, 4000 0000 0000 0002 →
 *     pm_card_chargeDeclined, 4000 0027 6000 3184 → pm_card_authenticationRequired, …);
 *   - `stripe.confirmCardPayment(clientSecret)` → `{ paymentIntent: { status: 'succeeded' } }`
 *     (3-D Secure passed); `createToken` → a token.
 * Every call is recorded in `window.__stripeFake.calls` for the tests to read.
 */
(function installStripeFake() {
  'use strict';

  var LABELS = {
    cardNumber: 'Credit or debit card number',
    cardExpiry: 'Credit or debit card expiration date',
    cardCvc: 'Credit or debit card CVC/CVV',
  };
  // Card digits → PaymentMethod id: the one test-card table (src/domain/testCards.ts), put
  // in front of this file by tests/e2e/browser.ts (routeStripeFake).
  var PAYMENT_METHODS = window.__hirelineTestCards || {};
  var calls = [];
  window.__stripeFake = { calls: calls };

  function digits(value) {
    return String(value || '').replace(/\D/g, '');
  }

  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i += 1) {
      var digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return number.length > 0 && sum % 10 === 0;
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^5[1-5]/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    return 'unknown';
  }

  /** Stripe's change event for an Element of `type` holding `value`. */
  function stateOf(type, value) {
    var raw = digits(value);
    var state = { elementType: type, empty: raw.length === 0, complete: false };
    if (type === 'cardNumber') {
      state.brand = brandOf(raw);
      if (raw.length >= 16) {
        if (luhn(raw)) state.complete = true;
        else
          state.error = {
            type: 'validation_error',
            code: 'invalid_number',
            message: 'Your card number is invalid.',
          };
      }
    } else if (type === 'cardExpiry') {
      if (raw.length >= 4) {
        var month = Number(raw.slice(0, 2));
        var year = 2000 + Number(raw.slice(2, 4));
        var now = new Date();
        if (month < 1 || month > 12)
          state.error = {
            type: 'validation_error',
            code: 'invalid_expiry_month',
            message: "Your card's expiration date is invalid.",
          };
        else if (
          year < now.getFullYear() ||
          (year === now.getFullYear() && month < now.getMonth() + 1)
        )
          state.error = {
            type: 'validation_error',
            code: 'invalid_expiry_year_past',
            message: "Your card's expiration year is in the past.",
          };
        else state.complete = true;
      }
    } else if (type === 'cardCvc') {
      state.complete = raw.length >= 3;
    }
    return state;
  }

  function createElement(registry, type, options) {
    var handlers = {};
    var input = null;
    var currentOptions = options || {};
    function emit(event, payload) {
      (handlers[event] || []).slice().forEach(function (handler) {
        handler(payload);
      });
    }
    var element = {
      __type: type,
      value: function () {
        return input ? input.value : '';
      },
      mount: function (target) {
        var container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) throw new Error('IntegrationError: mount target not found');
        input = document.createElement('input');
        input.type = 'text';
        input.inputMode = 'numeric';
        input.autocomplete = 'off';
        input.setAttribute('aria-label', LABELS[type] || type);
        input.setAttribute('data-stripe-fake', type);
        if (currentOptions.placeholder) input.placeholder = currentOptions.placeholder;
        input.disabled = Boolean(currentOptions.disabled);
        input.addEventListener('input', function () {
          emit('change', stateOf(type, input.value));
        });
        input.addEventListener('focus', function () {
          emit('focus', { elementType: type });
        });
        input.addEventListener('blur', function () {
          emit('blur', { elementType: type });
        });
        container.appendChild(input);
        setTimeout(function () {
          emit('ready', { elementType: type });
        }, 0);
      },
      on: function (event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return element;
      },
      once: function (event, handler) {
        function wrapped(payload) {
          element.off(event, wrapped);
          handler(payload);
        }
        return element.on(event, wrapped);
      },
      off: function (event, handler) {
        handlers[event] = (handlers[event] || []).filter(function (h) {
          return h !== handler;
        });
        return element;
      },
      update: function (next) {
        currentOptions = Object.assign({}, currentOptions, next || {});
        if (input) {
          input.disabled = Boolean(currentOptions.disabled);
          if (currentOptions.placeholder) input.placeholder = currentOptions.placeholder;
        }
      },
      focus: function () {
        if (input) input.focus();
      },
      blur: function () {
        if (input) input.blur();
      },
      clear: function () {
        if (input) input.value = '';
      },
      unmount: function () {
        if (input) input.remove();
        input = null;
      },
      destroy: function () {
        element.unmount();
        delete registry[type];
      },
    };
    registry[type] = element;
    return element;
  }

  function Stripe(publishableKey) {
    if (!/^pk_(test|live)_/.test(String(publishableKey))) {
      throw new Error('IntegrationError: Invalid API Key provided: ' + publishableKey);
    }
    calls.push({ method: 'Stripe', key: publishableKey });
    var registry = {};
    var elementsGroup = {
      create: function (type, options) {
        calls.push({ method: 'elements.create', type: type });
        return createElement(registry, type, options);
      },
      getElement: function (type) {
        var name = typeof type === 'string' ? type : type && type.__elementType;
        return registry[name] || null;
      },
      update: function () {},
      fetchUpdates: function () {
        return Promise.resolve({});
      },
    };
    return {
      elements: function () {
        calls.push({ method: 'elements' });
        return elementsGroup;
      },
      createPaymentMethod: function (request) {
        var number = digits(registry.cardNumber ? registry.cardNumber.value() : '');
        var id = PAYMENT_METHODS[number] || 'pm_card_visa';
        calls.push({
          method: 'createPaymentMethod',
          type: request.type,
          billing_details: request.billing_details,
          id: id,
        });
        if (request.card !== registry.cardNumber) {
          return Promise.resolve({
            error: {
              type: 'invalid_request_error',
              code: 'parameter_missing',
              message: 'Missing card element.',
            },
          });
        }
        return Promise.resolve({
          paymentMethod: {
            id: id,
            type: 'card',
            card: { brand: brandOf(number), last4: number.slice(-4) },
          },
        });
      },
      confirmCardPayment: function (clientSecret) {
        calls.push({ method: 'confirmCardPayment', clientSecret: clientSecret });
        return Promise.resolve({
          paymentIntent: { id: String(clientSecret).split('_secret')[0], status: 'succeeded' },
        });
      },
      createToken: function () {
        return Promise.resolve({ token: { id: 'tok_visa' } });
      },
      _registerWrapper: function () {},
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
