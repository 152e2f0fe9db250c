import { describe, expect, it } from 'vitest';
import { foldRepeats, instructionLabel, machineHistoryMessage, machineHistoryTypeLabel, orderEventLabel, paymentProviderLabel } from './words';

describe('codes in words', () => {
  it('names instructions, history types, order events and providers', () => {
    expect(instructionLabel('reboot')).toBe('Restart');
    expect(instructionLabel('OPENDOOR')).toBe('Open the door');
    expect(instructionLabel('noinstruction')).toBe('No instruction');
    expect(instructionLabel('selfdestruct')).toBe('selfdestruct');
    expect(machineHistoryTypeLabel('STATUS')).toBe('Status');
    expect(machineHistoryTypeLabel('BOOT')).toBe('First contact');
    expect(machineHistoryTypeLabel('DOOR_OPEN')).toBe('Door open');
    expect(orderEventLabel('order.product_done')).toBe('Drink made');
    expect(orderEventLabel('order.created')).toBe('Order placed');
    expect(paymentProviderLabel('gopay')).toBe('GoPay');
    expect(paymentProviderLabel('SHOPEE_PAY')).toBe('ShopeePay');
    expect(paymentProviderLabel('shopeepay')).toBe('ShopeePay');
    expect(paymentProviderLabel('linkaja')).toBe('LinkAja');
    expect(paymentProviderLabel('ovo')).toBe('Ovo');
    expect(paymentProviderLabel(null)).toBe('');
  });

  it('writes the codes inside history messages as words, and leaves other messages alone', () => {
    expect(machineHistoryMessage('STATUS', 'Status IDLE')).toBe('Status: Idle');
    expect(machineHistoryMessage('STATUS', 'Status BREWING: Latte')).toBe('Status: Brewing: Latte');
    expect(machineHistoryMessage('STATUS', 'Status normal: Tank refilled (error cleared)')).toBe('Status: Normal: Tank refilled (error cleared)');
    expect(machineHistoryMessage('STATUS', 'Status NORMAL (error cleared)')).toBe('Status: Normal (error cleared)');
    expect(machineHistoryMessage('INSTRUCTION', 'Instruction reboot fetched by the machine')).toBe('Restart: fetched by the machine');
    expect(machineHistoryMessage('INSTRUCTION', 'Instruction priceset acknowledged by the machine')).toBe('Reload prices: acknowledged by the machine');
    expect(machineHistoryMessage('ERROR', 'Error E17: Grinder jammed')).toBe('Error E17: Grinder jammed');
  });

  it('folds entries repeated one after the other into one with a count', () => {
    const rows = [
      { id: 5, text: 'Idle' },
      { id: 4, text: 'Idle' },
      { id: 3, text: 'Idle' },
      { id: 2, text: 'Brewing' },
      { id: 1, text: 'Idle' },
    ];
    expect(foldRepeats(rows, (a, b) => a.text === b.text).map((entry) => [entry.row.id, entry.count, entry.first.id])).toEqual([
      [5, 3, 3],
      [2, 1, 2],
      [1, 1, 1],
    ]);
    expect(foldRepeats([], () => true)).toEqual([]);
  });
});
